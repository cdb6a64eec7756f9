import { usePageMeta } from '../ui/usePageMeta';

/** /contest and /news show only a heading for now. */
export function HeadingOnlyPage({ title }: { title: string }) {
  usePageMeta({ title });
  return (
    <div className="page">
      <h1>{title}</h1>
    </div>
  );
}
