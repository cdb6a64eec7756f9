import { usePageMeta } from '../../../ui/usePageMeta';
import { SavedIssuesShelf } from '../components/SavedIssuesShelf';

/**
 * /saved: the issues saved on this device. A page of its own, not a part of the account: saved
 * issues belong to the device (a visitor can save too), and it is the page to open offline.
 */
export function SavedPage() {
  usePageMeta({ title: 'Saved issues', noIndex: true });
  return (
    <section className="page">
      <h1>Saved issues</h1>
      <p>
        Issues you save open here without a connection. Reading progress you make offline is sent
        when you are back online.
      </p>
      <SavedIssuesShelf />
    </section>
  );
}
