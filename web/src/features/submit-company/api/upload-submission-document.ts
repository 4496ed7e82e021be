import useSWRMutation from 'swr/mutation';
import { apiUpload } from '../../../api/client';

export interface DocumentUploaded {
  id: string;
  documentType: string;
}

/**
 * POST /api/company-submissions/{id}/document (multipart, field `document`): the optional verification
 * document, checked by content on the server (PDF, JPG or PNG, 10 MB at most).
 */
export function uploadSubmissionDocument(submissionId: string, file: File): Promise<DocumentUploaded> {
  const form = new FormData();
  form.append('document', file);
  return apiUpload<DocumentUploaded>(`/api/company-submissions/${encodeURIComponent(submissionId)}/document`, form);
}

export function useUploadSubmissionDocument() {
  return useSWRMutation(['company-submissions', 'document'], (_key, { arg }: { arg: { submissionId: string; file: File } }) =>
    uploadSubmissionDocument(arg.submissionId, arg.file),
  );
}
