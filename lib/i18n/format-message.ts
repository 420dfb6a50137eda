// The formatter use-intl calls for every message (aliased in next.config.ts as use-intl/format-message):
// icu-minify's formatter of precompiled messages (lib/i18n/compile-messages.ts), as use-intl's own
// format-only build calls it, except that a plural's `#` and a plain `{n, number}` are written by
// lib/format/numbers. Those are the only numbers the texts carry, and writing them with Intl.NumberFormat
// cost every page's first render 40–100 ms of ICU's data in the browser (the count in 'N Pacientes', the
// unread count of the bell).
import format, { type CompiledMessage, type FormatOptions, type FormatValues } from 'icu-minify/format';
import { formatNumber } from '@/lib/format/numbers';

type Formats = NonNullable<FormatOptions['formats']>;

interface UseIntlOptions extends FormatOptions {
  locale: string;
  globalFormats?: Formats;
}

/** Intl.NumberFormat's default pt-BR form, which is what `#` and `{n, number}` ask for. */
const PT_BR_NUMBERS = { format: formatNumber } as Intl.NumberFormat;

export default function formatMessage(
  _key: string,
  message: CompiledMessage,
  values: FormatValues | undefined,
  { formats, globalFormats, locale, formatters, timeZone }: UseIntlOptions,
) {
  if (typeof message === 'string') return message;
  return format(message, locale, values, {
    formats: {
      dateTime: { ...globalFormats?.dateTime, ...formats?.dateTime },
      number: { ...globalFormats?.number, ...formats?.number },
    },
    formatters: {
      ...formatters,
      getNumberFormat: (numberLocale, options) =>
        numberLocale === 'pt-BR' && options === undefined
          ? PT_BR_NUMBERS
          : formatters.getNumberFormat(numberLocale, options),
    },
    timeZone,
  });
}
