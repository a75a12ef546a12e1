import { createFileRoute } from '@tanstack/react-router';
import { ContentPackagePage } from '../../areas/package-content/components/content-package-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `content-package-page`: display content of packages (content: Housing Content, Admin). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/content-package-page')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'content'),
  component: ContentPackagePage,
});
