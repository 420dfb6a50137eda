// next-intl's typed messages: a missing or misspelt key (`t('…')`) fails `npm run typecheck`.
import type messages from '../messages/pt-BR.json';

declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof messages;
  }
}
