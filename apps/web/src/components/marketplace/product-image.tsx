import { PLACEHOLDER_IMAGE_URL } from '@careledger/shared';
import { useState } from 'react';

/** The listing's image, or the 150 px placeholder when it has none or it fails to load. */
export function ProductImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : PLACEHOLDER_IMAGE_URL;
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(url)}
      className="aspect-square w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
    />
  );
}
