import { useCallback, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BookFieldValues } from '../validation/schemas';
import { slugify } from '../validation/slug';

/**
 * The URL slug follows the book title until the user edits the slug, or from the
 * start when an existing slug was loaded (`derive` false).
 */
export function useAutoSlug<T extends BookFieldValues>(form: UseFormReturn<T>, derive: boolean) {
  const following = useRef(derive);
  // The form is typed by its subset of fields here; the names are the same in every book form.
  const bookForm = form as unknown as UseFormReturn<BookFieldValues>;

  const onTitleChange = useCallback(
    (title: string) => {
      if (!following.current) return;
      const { errors, isSubmitted } = bookForm.formState;
      bookForm.setValue('urlSlug', slugify(title), {
        shouldDirty: true,
        shouldValidate: isSubmitted || Boolean(errors.urlSlug),
      });
    },
    [bookForm],
  );

  const onSlugChange = useCallback(() => {
    following.current = false;
  }, []);

  return { onTitleChange, onSlugChange };
}
