import * as yup from 'yup';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX_LENGTH } from '@domain/saved-searches/saved-search';

/** A saved search's name, when saving it from the directory or renaming it: the API's rule and messages. */
export const savedSearchName = () =>
  yup.string().trim().required(SAVED_SEARCH_MESSAGES.searchName).max(SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_MESSAGES.searchNameTooLong);
