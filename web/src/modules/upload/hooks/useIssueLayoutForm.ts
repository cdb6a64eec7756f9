import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../apollo/errors';
import { SET_ISSUE_LAYOUT_MUTATION } from '../graphql/layout';

export interface IssueLayoutValues {
  coverStandsAlone: boolean;
  pairOffset: 0 | 1;
  /** Page numbers of the spreads. */
  spreads: ReadonlySet<number>;
}

type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved' }
  | { phase: 'failed'; message: string };

/**
 * The print layout form's state and its save: one `setIssueLayout` with the full set of
 * spreads (every page becomes the creator's choice). The API checks everything again.
 */
export function useIssueLayoutForm(issueId: number, initial: IssueLayoutValues) {
  const [values, setValues] = useState<IssueLayoutValues>(initial);
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const [mutate] = useMutation(SET_ISSUE_LAYOUT_MUTATION);

  const change = useCallback((next: Partial<IssueLayoutValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setSave({ phase: 'idle' });
  }, []);

  const toggleSpread = useCallback((pageNumber: number, spread: boolean) => {
    setValues((current) => {
      const spreads = new Set(current.spreads);
      if (spread) spreads.add(pageNumber);
      else spreads.delete(pageNumber);
      return { ...current, spreads };
    });
    setSave({ phase: 'idle' });
  }, []);

  const submit = useCallback(async () => {
    setSave({ phase: 'saving' });
    try {
      await mutate({
        variables: {
          issueId,
          input: {
            coverStandsAlone: values.coverStandsAlone,
            pairOffset: values.pairOffset,
            spreadPageNumbers: [...values.spreads].sort((a, b) => a - b),
          },
        },
      });
      setSave({ phase: 'saved' });
    } catch (error) {
      setSave({ phase: 'failed', message: errorMessage(error, MESSAGES.genericError) });
    }
  }, [issueId, mutate, values]);

  return { values, change, toggleSpread, submit, save };
}
