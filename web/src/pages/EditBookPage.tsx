import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useParams } from 'react-router-dom';
import { ErrorCode, errorCode } from '../apollo/errors';
import { DeleteWorkSection } from '../modules/upload/components/DeleteWorkSection';
import { EditBookForm } from '../modules/upload/components/EditBookForm';
import { EDITABLE_BOOK_QUERY } from '../modules/upload/graphql/book';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';
import { parseId } from './parseId';

export function EditBookPage() {
  usePageMeta({ title: 'Edit Book', noIndex: true });
  const params = useParams();
  const bookId = parseId(params.bookId);
  const { data, loading, error } = useQuery(EDITABLE_BOOK_QUERY, {
    variables: { bookId: bookId ?? 0 },
    skip: bookId === null,
    fetchPolicy: 'network-only',
  });

  if (bookId === null || errorCode(error) === ErrorCode.NOT_FOUND) return <NotFoundPage />;
  if (loading) return <Spinner label="Loading book" />;
  if (error || !data) {
    return <p className="page form-message form-message--error">{MESSAGES.genericError}</p>;
  }
  const book = data.editableBook;
  return (
    <div className="page page--narrow">
      <h1>Edit Book</h1>
      <p className="lead">{book.title}</p>
      <EditBookForm key={book.id} book={book} />
      <DeleteWorkSection target={{ kind: 'book', bookId: book.id }} />
    </div>
  );
}
