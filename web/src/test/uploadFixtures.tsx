import type { ReactNode } from 'react';
import {
  DimensionReaderContext,
  type DimensionReader,
  type ImageDimensions,
} from '../modules/upload/validation/imageChecks';

// jsdom cannot decode images: each test image carries the dimensions the stub reader reports.
const dimensions = new WeakMap<File, ImageDimensions>();

export const readStubDimensions: jest.MockedFunction<DimensionReader> = jest.fn(async (file) => {
  const found = dimensions.get(file);
  if (!found) throw new Error('not decodable');
  return found;
});

export function imageFile(
  name: string,
  {
    width = 320,
    height = 485,
    size = 10_000,
    type = 'image/png',
  }: { width?: number; height?: number; size?: number; type?: string } = {},
): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  dimensions.set(file, { width, height });
  return file;
}

export const coverFile = (name = 'cover.png', options = {}) => imageFile(name, options);
export const pageFile = (name: string, options = {}) =>
  imageFile(name, { width: 1988, height: 3056, ...options });

export function StubDimensions({ children }: { children: ReactNode }) {
  return (
    <DimensionReaderContext.Provider value={readStubDimensions}>
      {children}
    </DimensionReaderContext.Provider>
  );
}
