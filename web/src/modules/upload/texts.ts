// Screen copy of the publishing flows; validation texts live in @shared/limits.
export const UPLOAD_TEXTS = {
  progressTitle: (percent: number) => `Upload Progress: ${percent}%`,
  takesAWhile: 'This may take a while. Please do not reload the page.',
  willRedirect: 'This page will redirect when the upload is finished.',
  stillLoading: 'Still loading... Please wait.',
  success: 'Upload was successful!',
  deleteQuestion: 'Are you sure that you want to permanently delete this work?',
  deleting: 'Deleting....',
  deletePatience: 'This may take a while, please be patient.',
  // The print layout section of the edit-issue screen
  layoutHeading: 'Print layout',
  layoutIntro:
    'How double-page mode pairs your pages, in the web reader, the CBZ download and OPDS apps.',
  layoutCover: 'Cover stands alone',
  layoutCoverHint: 'Page 1 is shown by itself, like the front of a printed comic.',
  layoutOffset: 'Pairing of the pages after the cover',
  layoutOffset0: 'As printed',
  layoutOffset1: 'Shifted by one page',
  layoutOffsetHint:
    'Shift by one page when a spread lands across two screens (for example after a missing page).',
  layoutSpreads: 'Spreads',
  layoutSpreadsHint:
    'A spread is two printed pages side by side: it is shown alone, across the screen. Pages wider than tall are marked for you until you choose.',
  layoutSpread: (page: number) => `Page ${page} is a spread`,
  layoutWide: 'wider than tall',
  layoutSave: 'Save layout',
  layoutSaving: 'Saving layout…',
  layoutSaved: 'Layout saved.',
  layoutLoading: 'Loading the print layout',
  layoutLoadFailed: 'The print layout could not be loaded. Please try again later.',
} as const;
