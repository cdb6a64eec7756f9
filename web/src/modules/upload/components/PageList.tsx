import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { UPLOADS } from '@shared/limits';
import { useCallback, useId, type ChangeEvent } from 'react';
import { movePage, withTexts } from '../hooks/pageList';
import { usePagePicker } from '../hooks/usePagePicker';
import { IMAGE_ACCEPT } from '../validation/imageChecks';
import type { PageItem } from '../validation/schemas';
import { FilePreview } from './FilePreview';
import { PageTextFields } from './PageTextFields';

export type PageListProps = {
  pages: PageItem[];
  onChange: (pages: PageItem[]) => void;
  /** Told about each removed page (the edit screen lists existing ones as to be removed). */
  onRemove?: (page: PageItem) => void;
  error?: string;
};

/**
 * The issue's pages as numbered thumbnails. Reordering uses the library's sensors, whose
 * defaults are the product's: mouse drags after 5 px, touch after a 120 ms long press, and the
 * keyboard (space lifts and drops, arrows move, escape cancels).
 */
export function PageList({ pages, onChange, onRemove, error }: PageListProps) {
  const inputId = `pages${useId()}`;
  const { addFiles, rejected, checking } = usePagePicker(pages, onChange);

  const onDragEnd = useCallback(
    ({ source, destination }: DropResult) => {
      if (!destination || destination.index === source.index) return;
      onChange(movePage(pages, source.index, destination.index));
    },
    [onChange, pages],
  );

  function remove(index: number) {
    const page = pages[index];
    onChange(pages.filter((_, i) => i !== index));
    onRemove?.(page);
  }

  function setTexts(index: number, texts: { altText?: string; transcript?: string }) {
    onChange(pages.map((page, i) => (i === index ? withTexts(page, texts) : page)));
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Clearing the input lets the same file be picked again after a removal.
    event.target.value = '';
    void addFiles(files);
  }

  const { maxWidth, maxHeight, maxSize, spreadMaxWidth, spreadMaxSize } = UPLOADS.printPage;
  return (
    <div className="page-list">
      <div className="field field--file">
        <label htmlFor={inputId}>Add pages</label>
        <input
          id={inputId}
          name="issueAssets"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={onPick}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          Images only. Pages are recommended at {maxWidth} x {maxHeight} px; they may be smaller but
          not larger, up to {maxSize} each. A spread (two pages side by side, wider than tall) may
          be up to {spreadMaxWidth} x {maxHeight} px and {spreadMaxSize}. New pages are added to the
          front; drag (or use space and the arrow keys) to reorder.
        </p>
        {error ? (
          <p id={`${inputId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      {checking ? (
        <p className="muted" role="status">
          Checking pages…
        </p>
      ) : null}
      {rejected.length > 0 ? (
        <div className="form-message form-message--error" role="alert">
          <p className="page-list__rejected-title">These files were not added:</p>
          <ul aria-label="Rejected files">
            {rejected.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <strong>{file.name}</strong>: {file.reasons.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="issue-pages">
          {(droppable) => (
            <ol
              className="page-list__items"
              aria-label="Issue pages"
              ref={droppable.innerRef}
              {...droppable.droppableProps}
            >
              {pages.map((page, index) => (
                <Draggable key={page.key} draggableId={page.key} index={index}>
                  {(draggable, snapshot) => (
                    <li
                      ref={draggable.innerRef}
                      {...draggable.draggableProps}
                      className={`page-list__item${snapshot.isDragging ? ' page-list__item--dragging' : ''}`}
                      data-testid="page-item"
                    >
                      <div className="page-list__handle" {...draggable.dragHandleProps}>
                        {page.kind === 'new' ? (
                          <FilePreview file={page.file} alt="" className="page-list__thumb" />
                        ) : (
                          <img src={page.url} alt="" className="page-list__thumb" />
                        )}
                        <span className="page-list__label">Page {index + 1}</span>
                        <span className="page-list__name">
                          {page.kind === 'new' ? page.file.name : page.name || 'Current page'}
                        </span>
                      </div>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={`Remove page ${index + 1}`}
                        onClick={() => remove(index)}
                      >
                        Remove
                      </button>
                      <PageTextFields
                        pageNumber={index + 1}
                        texts={page}
                        onChange={(texts) => setTexts(index, texts)}
                      />
                    </li>
                  )}
                </Draggable>
              ))}
              {droppable.placeholder}
            </ol>
          )}
        </Droppable>
      </DragDropContext>
    </div>
  );
}
