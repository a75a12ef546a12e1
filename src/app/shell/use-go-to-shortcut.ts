import { useEffect } from 'react';

/** Whether a key press is typing into a field (where "/" is a character, not the shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Ctrl+K or Cmd+K anywhere, or "/" outside a field: opens "Go to screen". */
export function useGoToShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const k = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
      if (!k && !slash) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
