import { Description, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, type ReactNode } from 'react';
import { NoticeHost } from '../snackbar/notice-host';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (Cancel, Save...). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const WIDTHS = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl' } as const;

/**
 * A modal dialog (Headless UI): focus moves in and is trapped, Escape and the backdrop close it, focus
 * returns to what opened it. On a phone it fills the width and sits at the bottom, within thumb reach.
 * The notices it raises (its own calls' failures, its useNotify) show inside it, above its buttons (NoticeHost);
 * the page's stay the page's.
 */
export function Dialog({ open, onClose, title, description, children, actions, size = 'md' }: DialogProps) {
  const noticeKey = useId();
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className={`flex max-h-[90dvh] w-full flex-col rounded-t-lg bg-white shadow-xl sm:rounded-lg ${WIDTHS[size]}`}>
          <div className="border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {description && <Description className="mt-1 text-sm text-slate-600">{description}</Description>}
          </div>
          {children && <div className="overflow-y-auto px-4 py-3">{children}</div>}
          <NoticeHost originKey={noticeKey} />
          {actions && <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end">{actions}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
