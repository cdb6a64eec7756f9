import { FollowingFeedSection } from '../modules/progress/components/FollowingFeedSection';
import { FollowingList } from '../modules/progress/components/FollowingList';
import { usePageMeta } from '../ui/usePageMeta';

/** /following (signed in): new issues from the creators the reader subscribes to. */
export function FollowingPage() {
  usePageMeta({ title: 'Following' });
  return (
    <div className="page following">
      <h1>Following</h1>
      <FollowingList />
      <FollowingFeedSection />
    </div>
  );
}
