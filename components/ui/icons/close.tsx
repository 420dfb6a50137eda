// A dialog's or a row's close.
import { Icon, type IconProps } from './icon';

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}
