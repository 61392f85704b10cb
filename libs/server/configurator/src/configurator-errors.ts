import { ApiError, badRequest } from '@bike/server/core';
import type { ChoiceKey } from '@bike/shared/domain';

/**
 * The configurator's errors. "Code not found" is spec point 5's text; a concept whose model or
 * choices the catalogue no longer builds answers spec point 8's UNABLE_TO_LOAD_GENERATED_CONFIG_BIKE.
 * errorName is the key the configurator remote translates.
 */
export const codeNotFound = () => new ApiError(404, 'CONCEPT_NOT_FOUND', 'Code not found', 'codeNotFound');

export const unableToLoad = () =>
  new ApiError(400, 'UNABLE_TO_LOAD_GENERATED_CONFIG_BIKE', 'This configuration can no longer be built.', 'unableToLoadConfiguration');

export const modelNotFound = () => new ApiError(404, 'MODEL_NOT_FOUND', 'This bike cannot be configured.', 'modelNotFound');

export const invalidChoiceError = (choice: ChoiceKey) =>
  badRequest('INVALID_CHOICE', `This ${choice} is not available for this bike.`, [{ path: `choices.${choice}`, message: `This ${choice} is not available for this bike.` }]);

export const notYourConcept = () => new ApiError(403, 'NOT_YOUR_CONCEPT', 'Only the owner of this concept may change it.', 'notYourConcept');

/** Every sheet worker is busy and the queue is full (the route adds Retry-After). */
export const sheetsBusy = () =>
  new ApiError(503, 'CONCEPT_PDF_BUSY', 'Too many spec sheets are being made right now. Please try again in a moment.', 'serviceUnavailable');
