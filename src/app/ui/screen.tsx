import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../lib/session/use-session';
import { usePageTitle } from '../lib/use-page-title';
import { shellBrandFor } from '../shell/brand';
import { PageHeader } from './page-header';
import { OnlineOnlyNotice } from './status/online-only-notice';

/** The column a screen's body takes: a form, a record, a wide page of panels. */
const SCREEN_CLASSES = {
  md: 'mx-auto flex max-w-screen-md flex-col gap-4',
  lg: 'mx-auto flex max-w-screen-lg flex-col gap-4',
  xl: 'mx-auto flex max-w-screen-xl flex-col gap-4',
} as const;

/** Names the screen in the tab and history ('Manage Regions · Housing Sales Console') in the signed-in user's brand. */
export function useScreenTitle(title: string): void {
  usePageTitle(title, shellBrandFor(useSignedInUser().domainId).name);
}

export type ScreenProps = {
  title: string;
  /** The tab's title when it is not the heading's. */
  tabTitle?: string;
  description?: ReactNode;
  /** The way back to the screen's list ('← Microsites'), in place of breadcrumbs. */
  back?: { to: string; label: string };
  breadcrumbs?: ReactNode;
  actions?: ReactNode;
  width: keyof typeof SCREEN_CLASSES;
  /** The screen works only online: the offline line shows under its header (default). */
  onlineOnly?: boolean;
  children?: ReactNode;
};

/**
 * A desk screen that is not a list (ListScreen is), written once: its title (and the tab's), the header with its
 * breadcrumbs or way back and its actions, the offline line of an online-only screen, then its body.
 */
export function Screen({ title, tabTitle = title, description, back, breadcrumbs, actions, width, onlineOnly = true, children }: ScreenProps) {
  useScreenTitle(tabTitle);
  return (
    <div className={SCREEN_CLASSES[width]}>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={
          back ? (
            <Link to={back.to} className="text-sm text-brand underline-offset-2 hover:underline">
              {`← ${back.label}`}
            </Link>
          ) : (
            breadcrumbs
          )
        }
        actions={actions}
      />
      {onlineOnly && <OnlineOnlyNotice />}
      {children}
    </div>
  );
}
