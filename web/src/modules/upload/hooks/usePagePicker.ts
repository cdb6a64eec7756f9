import { UPLOADS } from '@shared/limits';
import { useCallback, useState } from 'react';
import { pageProblems, useDimensionReader } from '../validation/imageChecks';
import type { PageItem } from '../validation/schemas';
import { addPagesToFront, newPage } from './pageList';

export type RejectedFile = { name: string; reasons: string[] };

export const TOO_MANY_FILES = 'Too many files';

/**
 * Checks picked page images in the browser; good ones are added to the front of the list,
 * the others are reported with their reasons.
 */
export function usePagePicker(pages: readonly PageItem[], onChange: (pages: PageItem[]) => void) {
  const read = useDimensionReader();
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [checking, setChecking] = useState(false);

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      setChecking(true);
      const results = await Promise.all(
        files.map(async (file) => ({ file, reasons: await pageProblems(file, read) })),
      );
      const accepted: PageItem[] = [];
      const refused: RejectedFile[] = [];
      let room = UPLOADS.printPage.maxCount - pages.length;
      for (const { file, reasons } of results) {
        if (reasons.length === 0 && room <= 0) reasons.push(TOO_MANY_FILES);
        if (reasons.length > 0) {
          refused.push({ name: file.name, reasons });
        } else {
          accepted.push(newPage(file));
          room -= 1;
        }
      }
      setRejected(refused);
      setChecking(false);
      if (accepted.length > 0) onChange(addPagesToFront(pages, accepted));
    },
    [onChange, pages, read],
  );

  return { addFiles, rejected, checking };
}
