export { compressImage } from './compress-image';
