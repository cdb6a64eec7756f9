import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { EditableIssueQuery } from '../../../gql/graphql';
import { issueDetailsPath } from '../../works/utils/paths';
import { UPDATE_ISSUE_MUTATION } from '../graphql/issue';
import { creditInputs, creditValuesFrom } from '../validation/credits';
import { useDimensionReader } from '../validation/imageChecks';
import {
  editIssueSchema,
  resolverFor,
  type EditIssueValues,
  type ExistingPage,
  type PageItem,
} from '../validation/schemas';
import { releaseAtInput, toLocalInput } from '../utils/releaseAt';
import { existingPage, newFilesOf, pageOrderOf, type StoredPageTexts } from './pageList';
import { usePageTexts } from './usePageTexts';
import { usePublishUpload } from './usePublishUpload';

export type EditableIssue = EditableIssueQuery['editableIssue'];

/** Stored texts by page id (missing: the page has none, or they could not be loaded). */
export type PageTextsById = ReadonlyMap<number, StoredPageTexts>;

export function editIssueValues(
  issue: EditableIssue,
  texts: PageTextsById = new Map(),
): EditIssueValues {
  return {
    issueTitle: issue.title,
    issueDescription: issue.description,
    issueCoverPhoto: null,
    issueAssets: [...issue.pages.nodes]
      .sort((a, b) => a.pageNumber - b.pageNumber)
      .map((page) => existingPage(page, texts.get(page.id))),
    issueAssetsToBeRemoved: [],
    workCredits: creditValuesFrom(issue.credits),
    releaseAt: issue.isReleased ? '' : toLocalInput(issue.releaseAt),
  };
}

/** One updateIssue: details, credits, the final page order with new uploads, and the cover if replaced. */
export function useEditIssueForm(issue: EditableIssue, texts?: PageTextsById) {
  const client = useApolloClient();
  const read = useDimensionReader();
  const schema = useMemo(() => editIssueSchema(read), [read]);
  const form = useForm<EditIssueValues>({
    resolver: resolverFor<EditIssueValues>(schema),
    mode: 'onChange',
    defaultValues: editIssueValues(issue, texts),
  });
  const publish = usePublishUpload(MESSAGES.updateError);
  const savePageTexts = usePageTexts();
  const { getValues, setValue } = form;

  // Removing a kept page marks it to be removed; new pages simply disappear.
  const onRemovePage = useCallback(
    (page: PageItem) => {
      if (page.kind !== 'existing') return;
      setValue('issueAssetsToBeRemoved', [...getValues('issueAssetsToBeRemoved'), page], {
        shouldDirty: true,
      });
    },
    [getValues, setValue],
  );

  const restorePage = useCallback(
    (page: ExistingPage) => {
      setValue(
        'issueAssetsToBeRemoved',
        getValues('issueAssetsToBeRemoved').filter((item) => item.key !== page.key),
        { shouldDirty: true },
      );
      setValue('issueAssets', [...getValues('issueAssets'), page], {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    },
    [form.formState.isSubmitted, getValues, setValue],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const newPages = newFilesOf(values.issueAssets);
    await publish.upload(
      UPDATE_ISSUE_MUTATION,
      {
        bookId: issue.book.id,
        issueNumber: issue.issueNumber,
        input: {
          title: values.issueTitle,
          description: values.issueDescription,
          credits: creditInputs(values.workCredits),
          // Only while scheduled: a released issue's time no longer changes.
          ...(issue.isReleased ? {} : { releaseAt: releaseAtInput(values.releaseAt) }),
        },
        pageOrder: pageOrderOf(values.issueAssets),
        ...(newPages.length > 0 ? { newPages } : {}),
        ...(values.issueCoverPhoto ? { cover: values.issueCoverPhoto } : {}),
      },
      ({ updateIssue }) =>
        issueDetailsPath(updateIssue.book.urlSlug, updateIssue.book.id, updateIssue.issueNumber),
      // The upload bypassed Apollo: drop the cached copy so later screens reload it.
      () => {
        client.cache.evict({ id: client.cache.identify({ __typename: 'Issue', id: issue.id }) });
        client.cache.gc();
      },
      ({ updateIssue }) =>
        savePageTexts(issue.book.id, updateIssue.issueNumber, values.issueAssets),
    );
  });

  return {
    form,
    onSubmit,
    onRemovePage,
    restorePage,
    progress: publish.state,
    closeProgress: publish.close,
  };
}
