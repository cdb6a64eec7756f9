import { useEffect, useRef } from 'react';

/**
 * Shows a chosen image file. The object URL is created and revoked by the effect (so it
 * survives StrictMode's double effects) and set on the element directly, without state.
 */
export function FilePreview({
  file,
  alt,
  className,
}: {
  file: File;
  alt: string;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return <img ref={ref} className={className} alt={alt} />;
}
