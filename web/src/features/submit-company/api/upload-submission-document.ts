import useSWRMutation from 'swr/mutation';
import { api, asFormData, unwrap } from '../../../api/client';
import type { DocumentUploaded } from '../../../api/types';

/**
 * POST /api/company-submissions/{id}/document (multipart, field `document`): the optional verification
 * document, checked by content on the server (PDF, JPG or PNG, 10 MB at most).
 */
export function uploadSubmissionDocument(submissionId: string, file: File): Promise<DocumentUploaded> {
  return unwrap(api.POST('/api/company-submissions/{id}/document', { params: { path: { id: submissionId } }, body: { document: file }, bodySerializer: asFormData }));
}

/** Attaches the document to a submission just created (`trigger({ submissionId, file })`). */
export function useUploadSubmissionDocument() {
  return useSWRMutation(['company-submissions', 'document'], (_key, { arg }: { arg: { submissionId: string; file: File } }) =>
    uploadSubmissionDocument(arg.submissionId, arg.file),
  );
}
