import { createContext, type ReactNode, useContext } from 'react';

export type ImageSrcSet = (src: string) => string | undefined;

const ImageSrcSetContext = createContext<ImageSrcSet | undefined>(undefined);

export function ImageSrcSetProvider({
  value,
  children,
}: {
  value: ImageSrcSet | undefined;
  children: ReactNode;
}) {
  return <ImageSrcSetContext.Provider value={value}>{children}</ImageSrcSetContext.Provider>;
}

export function useImageSrcSet(): ImageSrcSet | undefined {
  return useContext(ImageSrcSetContext);
}
