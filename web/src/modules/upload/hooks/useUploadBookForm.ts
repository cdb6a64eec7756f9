import { MESSAGES } from '@shared/limits';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ContentRating } from '../../../gql/graphql';
import type { SessionUser } from '../../auth/hooks/authContext';
import { bookDetailsPath } from '../../works/utils/paths';
import { CREATE_BOOK_MUTATION } from '../graphql/book';
import { creditInputs, type WorkCreditValue } from '../validation/credits';
import { useDimensionReader } from '../validation/imageChecks';
import { resolverFor, uploadBookSchema, type UploadBookValues } from '../validation/schemas';
import { newFilesOf } from './pageList';
import { useAutoSlug } from './useAutoSlug';
import { usePageTexts } from './usePageTexts';
import { usePublishUpload } from './usePublishUpload';

/** The first credit is the uploader, who still picks their roles. */
export function uploaderCredit(user: SessionUser): WorkCreditValue {
  return { userId: user.id, username: user.username, photoUrl: user.photoUrl, roles: [] };
}

export function useUploadBookForm(user: SessionUser) {
  const read = useDimensionReader();
  const schema = useMemo(() => uploadBookSchema(read), [read]);
  const form = useForm<UploadBookValues>({
    resolver: resolverFor<UploadBookValues>(schema),
    mode: 'onChange',
    defaultValues: {
      bookTitle: '',
      bookDescription: '',
      urlSlug: '',
      contentRating: '',
      genres: [],
      bookCoverPhoto: null,
      issueTitle: '',
      issueDescription: '',
      issueCoverPhoto: null,
      issueAssets: [],
      issueArchive: null,
      workCredits: [uploaderCredit(user)],
    },
  });
  const autoSlug = useAutoSlug(form, true);
  const publish = usePublishUpload(MESSAGES.uploadError);
  const savePageTexts = usePageTexts();

  const onSubmit = form.handleSubmit(async (values) => {
    await publish.upload(
      CREATE_BOOK_MUTATION,
      {
        input: {
          title: values.bookTitle,
          description: values.bookDescription,
          urlSlug: values.urlSlug,
          contentRating: values.contentRating as ContentRating,
          genres: values.genres.map((genre) => genre.toLowerCase()),
          firstIssue: {
            title: values.issueTitle,
            description: values.issueDescription,
            credits: creditInputs(values.workCredits),
          },
        },
        cover: values.bookCoverPhoto as File,
        issueCover: values.issueCoverPhoto as File,
        pages: values.issueArchive ? [] : newFilesOf(values.issueAssets),
        ...(values.issueArchive ? { archive: values.issueArchive } : {}),
      },
      ({ createBook }) => bookDetailsPath(createBook.urlSlug, createBook.id),
      undefined,
      ({ createBook }) => savePageTexts(createBook.id, 1, values.issueAssets),
    );
  });

  return { form, onSubmit, autoSlug, progress: publish.state, closeProgress: publish.close };
}
