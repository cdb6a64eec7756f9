import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { BookStatus, ContentRating, EditableBookQuery } from '../../../gql/graphql';
import { bookDetailsPath } from '../../works/utils/paths';
import { UPDATE_BOOK_MUTATION } from '../graphql/book';
import { useDimensionReader } from '../validation/imageChecks';
import { editBookSchema, resolverFor, type EditBookValues } from '../validation/schemas';
import { useAutoSlug } from './useAutoSlug';
import { usePublishUpload } from './usePublishUpload';

export type EditableBook = EditableBookQuery['editableBook'];

export function editBookValues(book: EditableBook): EditBookValues {
  return {
    bookTitle: book.title,
    bookDescription: book.description,
    urlSlug: book.urlSlug,
    contentRating: book.contentRating,
    genres: book.genres.map((genre) => genre.toLowerCase()),
    bookCoverPhoto: null,
    status: book.status,
  };
}

/** One updateBook: details, genres, status and the cover if replaced. */
export function useEditBookForm(book: EditableBook) {
  const client = useApolloClient();
  const read = useDimensionReader();
  const schema = useMemo(() => editBookSchema(read), [read]);
  const form = useForm<EditBookValues>({
    resolver: resolverFor<EditBookValues>(schema),
    mode: 'onChange',
    defaultValues: editBookValues(book),
  });
  // The slug was loaded with the book: it no longer follows the title.
  const autoSlug = useAutoSlug(form, false);
  const publish = usePublishUpload(MESSAGES.updateError);

  const onSubmit = form.handleSubmit(async (values) => {
    await publish.upload(
      UPDATE_BOOK_MUTATION,
      {
        bookId: book.id,
        input: {
          title: values.bookTitle,
          description: values.bookDescription,
          urlSlug: values.urlSlug,
          contentRating: values.contentRating as ContentRating,
          genres: values.genres.map((genre) => genre.toLowerCase()),
          status: values.status as BookStatus,
        },
        ...(values.bookCoverPhoto ? { cover: values.bookCoverPhoto } : {}),
      },
      ({ updateBook }) => bookDetailsPath(updateBook.urlSlug, updateBook.id),
      // The upload bypassed Apollo: drop the cached copy so later screens reload it.
      () => {
        client.cache.evict({ id: client.cache.identify({ __typename: 'Book', id: book.id }) });
        client.cache.gc();
      },
    );
  });

  return { form, onSubmit, autoSlug, progress: publish.state, closeProgress: publish.close };
}
