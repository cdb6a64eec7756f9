import { MESSAGES, UPLOADS } from '@shared/limits';
import { useCallback, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ErrorCode } from '../../../apollo/errors';
import { uploadRequest } from '../../../apollo/upload';
import type { InspectArchiveMutation } from '../../../gql/graphql';
import { INSPECT_ARCHIVE_MUTATION } from '../graphql/archive';
import { mergeCredits } from '../validation/credits';
import type { IssueFieldValues } from '../validation/schemas';

export type ArchivePreview = InspectArchiveMutation['inspectArchive'];

export type ArchiveImportState =
  | { phase: 'idle' }
  | { phase: 'checking'; name: string }
  | { phase: 'ready'; name: string; preview: ArchivePreview }
  | { phase: 'error'; name: string; error: string };

/**
 * A .cbz/.zip picked instead of separate pages: the server checks it (every limit and
 * page, as the upload will) and answers with its page order and ComicInfo.xml details,
 * which fill the empty title and description and add the credits naming existing users.
 * The archive itself is sent with the upload; nothing is unpacked in the browser.
 */
export function useArchiveImport() {
  const { setValue, getValues } = useFormContext<IssueFieldValues>();
  const [state, setState] = useState<ArchiveImportState>({ phase: 'idle' });

  const pick = useCallback(
    async (file: File) => {
      setValue('issueArchive', null);
      if (file.size > UPLOADS.archive.maxBytes) {
        setState({ phase: 'error', name: file.name, error: UPLOADS.archive.tooLargeMessage });
        return;
      }
      setState({ phase: 'checking', name: file.name });
      let error: string = MESSAGES.uploadError;
      try {
        const result = await uploadRequest({
          document: INSPECT_ARCHIVE_MUTATION,
          variables: { archive: file },
        });
        const preview = result.data?.inspectArchive;
        if (preview) {
          const opts = { shouldDirty: true, shouldValidate: true };
          if (preview.title && !getValues('issueTitle').trim())
            setValue('issueTitle', preview.title, opts);
          if (preview.description && !getValues('issueDescription').trim())
            setValue('issueDescription', preview.description, opts);
          setValue('workCredits', mergeCredits(getValues('workCredits'), preview.credits), opts);
          setValue('issueArchive', file, opts);
          setState({ phase: 'ready', name: file.name, preview });
          return;
        }
        const first = result.errors?.[0];
        if (first?.extensions?.code === ErrorCode.BAD_USER_INPUT && first.message)
          error = first.message;
      } catch {
        // A transport failure: the generic text.
      }
      setState({ phase: 'error', name: file.name, error });
    },
    [getValues, setValue],
  );

  const clear = useCallback(() => {
    setValue('issueArchive', null, { shouldDirty: true, shouldValidate: true });
    setState({ phase: 'idle' });
  }, [setValue]);

  return { state, pick, clear };
}
