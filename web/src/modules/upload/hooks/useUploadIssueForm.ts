import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CREATE_ISSUE_MUTATION } from '../graphql/issue';
import { issueDetailsPath } from '../../works/utils/paths';
import { creditInputs, type WorkCreditValue } from '../validation/credits';
import { useDimensionReader } from '../validation/imageChecks';
import { resolverFor, uploadIssueSchema, type IssueFieldValues } from '../validation/schemas';
import { releaseAtInput } from '../utils/releaseAt';
import { newFilesOf } from './pageList';
import { usePageTexts } from './usePageTexts';
import { usePublishUpload } from './usePublishUpload';

export function useUploadIssueForm(bookId: number, initialCredits: WorkCreditValue[]) {
  const client = useApolloClient();
  const read = useDimensionReader();
  const schema = useMemo(() => uploadIssueSchema(read), [read]);
  const form = useForm<IssueFieldValues>({
    resolver: resolverFor<IssueFieldValues>(schema),
    mode: 'onChange',
    defaultValues: {
      issueTitle: '',
      issueDescription: '',
      issueCoverPhoto: null,
      issueAssets: [],
      issueArchive: null,
      workCredits: initialCredits,
      releaseAt: '',
    },
  });
  const publish = usePublishUpload(MESSAGES.uploadError);
  const savePageTexts = usePageTexts();

  const onSubmit = form.handleSubmit(async (values) => {
    await publish.upload(
      CREATE_ISSUE_MUTATION,
      {
        bookId,
        input: {
          title: values.issueTitle,
          description: values.issueDescription,
          credits: creditInputs(values.workCredits),
          releaseAt: releaseAtInput(values.releaseAt),
        },
        cover: values.issueCoverPhoto as File,
        pages: values.issueArchive ? [] : newFilesOf(values.issueAssets),
        ...(values.issueArchive ? { archive: values.issueArchive } : {}),
      },
      ({ createIssue }) =>
        issueDetailsPath(createIssue.book.urlSlug, createIssue.book.id, createIssue.issueNumber),
      // The upload bypassed Apollo: the book's cached issue list and count lack the new issue.
      () => {
        const id = client.cache.identify({ __typename: 'Book', id: bookId });
        client.cache.evict({ id, fieldName: 'issues' });
        client.cache.evict({ id, fieldName: 'issueCount' });
        client.cache.gc();
      },
      ({ createIssue }) =>
        savePageTexts(createIssue.book.id, createIssue.issueNumber, values.issueAssets),
    );
  });

  return { form, onSubmit, progress: publish.state, closeProgress: publish.close };
}
