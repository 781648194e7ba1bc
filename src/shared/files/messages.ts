import { maxUploadMb } from './constants.ts';

export const uploadStartedMessage = 'Upload started';
export const uploadFailedMessage = 'Error uploading file';
export const profilePictureUpdatedMessage = 'Profile picture updated';
export const downloadStartedMessage = (filename: string): string => `Download started for ${filename}`;
export const uploadedMessage = (name: string): string => `Uploaded ${name}`;
export const tooLargeMessage = (name: string): string => `${name} is larger than the ${maxUploadMb} MB upload limit`;
