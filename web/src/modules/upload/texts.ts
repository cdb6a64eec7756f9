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
} as const;
