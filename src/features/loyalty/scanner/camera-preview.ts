/**
 * The camera's video element, made by the camera actor outside React and shown by the scanner
 * dialog while it exists.
 */
let current: HTMLVideoElement | null = null;
const listeners = new Set<() => void>();

export const cameraPreview = {
  get: (): HTMLVideoElement | null => current,
  set(video: HTMLVideoElement | null) {
    current = video;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
