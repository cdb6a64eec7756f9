import { useState } from 'react';

/** A round user photo; falls back to the initial when there is no photo or it fails to load. */
export function Avatar({
  src,
  name,
  size = 40,
}: {
  src?: string | null;
  name: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!src || failed) {
    return (
      <span className="avatar avatar--initial" style={style} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className="avatar" style={style} src={src} alt="" onError={() => setFailed(true)} />;
}
