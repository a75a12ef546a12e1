import { useOnline } from '../lib/offline/session/use-online';
import { Button, type ButtonProps } from './button';

/**
 * A Button for an action the server must take now (online-only screens, issue 51): disabled while the device is
 * offline, and for whatever else its `disabled` says. What a screen typed stays; the button waits for the network.
 */
export function OnlineButton({ disabled, ...props }: ButtonProps) {
  const online = useOnline();
  return <Button {...props} disabled={disabled || !online} />;
}
