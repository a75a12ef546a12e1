import { createFileRoute } from '@tanstack/react-router';
import { ImageReviewPanel } from '../../areas/image-review/components/image-review-panel';
import { ContentPackagePage } from '../../areas/package-content/components/content-package-page';
import { requireScreen } from '../../lib/session/require-screen';

/**
 * `content-package-page`: display content of packages, and image review below it (content: Housing Content, Admin;
 * the spec gives image review no route of its own, 002 §2). Others get the not-allowed page.
 */
export const Route = createFileRoute('/_authed/content-package-page')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/content-package-page'),
  component: ContentAndImageReview,
});

function ContentAndImageReview() {
  return (
    <div className="flex flex-col gap-4">
      <ContentPackagePage />
      <div className="mx-auto w-full max-w-screen-xl">
        <ImageReviewPanel />
      </div>
    </div>
  );
}
