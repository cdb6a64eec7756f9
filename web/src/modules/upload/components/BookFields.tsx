import { CONTENT_RATINGS, CONTENT_RATING_LABELS, GENRES, LIMITS } from '@shared/limits';
import { useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../ui/TextField';
import type { BookFieldValues } from '../validation/schemas';
import { CoverField } from './CoverField';

export type BookFieldsProps = {
  onTitleChange: (title: string) => void;
  onSlugChange: () => void;
  /** The current cover on the edit screen; the cover is then optional. */
  currentCoverUrl?: string | null;
};

/** Title, description, URL slug, content rating, genres and cover of a book. */
export function BookFields({ onTitleChange, onSlugChange, currentCoverUrl }: BookFieldsProps) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<BookFieldValues>();
  const descriptionLength = watch('bookDescription')?.length ?? 0;
  const cover = watch('bookCoverPhoto');

  return (
    <>
      <TextField
        label="Book title"
        error={errors.bookTitle?.message}
        {...register('bookTitle', { onChange: (event) => onTitleChange(event.target.value) })}
      />
      <TextAreaField
        label="Book description"
        rows={4}
        hint={`${descriptionLength}/${LIMITS.descriptionMax} characters`}
        error={errors.bookDescription?.message}
        {...register('bookDescription')}
      />
      <TextField
        label="URL slug"
        hint="Words of letters and numbers separated by single hyphens, e.g. my-first-comic."
        error={errors.urlSlug?.message}
        {...register('urlSlug', { onChange: onSlugChange })}
      />
      <fieldset className="fieldset" aria-invalid={errors.contentRating ? true : undefined}>
        <legend>Content rating</legend>
        <div className="choice-row">
          {CONTENT_RATINGS.map((rating) => (
            <label key={rating} className="checkbox">
              <input type="radio" value={rating} {...register('contentRating')} />
              {CONTENT_RATING_LABELS[rating]} ({rating})
            </label>
          ))}
        </div>
        {errors.contentRating?.message ? (
          <p className="field-error">{errors.contentRating.message}</p>
        ) : null}
      </fieldset>
      <fieldset className="fieldset" aria-invalid={errors.genres ? true : undefined}>
        <legend>Genres</legend>
        <div className="checkbox-grid">
          {GENRES.map((genre) => (
            <label key={genre} className="checkbox">
              <input type="checkbox" value={genre.toLowerCase()} {...register('genres')} />
              {genre}
            </label>
          ))}
        </div>
        {errors.genres?.message ? <p className="field-error">{errors.genres.message}</p> : null}
      </fieldset>
      <CoverField
        name="bookCoverPhoto"
        label={currentCoverUrl ? 'Replace book cover' : 'Book cover'}
        file={cover}
        currentUrl={currentCoverUrl}
        error={errors.bookCoverPhoto?.message}
        onFile={(file) =>
          setValue('bookCoverPhoto', file, { shouldDirty: true, shouldValidate: true })
        }
      />
    </>
  );
}
