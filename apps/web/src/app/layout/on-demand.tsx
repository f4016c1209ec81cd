import { type ComponentProps, type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';

type ButtonComponent = ComponentType<ComponentProps<'button'>>;

/**
 * A header control whose popup code (Radix menus, floating positioning) is fetched only when the person
 * first reaches for it: until then a plain button of the same look stands in, and a press loads and opens
 * the real thing. Pointing at or focusing the button starts the download early.
 */
export function onDemand(Button: ButtonComponent, load: () => Promise<{ default: ComponentType }>) {
  const Popup = lazy(load);
  return function OnDemandControl(): ReactElement {
    const [isActivated, setIsActivated] = useState(false);
    const placeholder = (
      <Button
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => setIsActivated(true)}
      />
    );
    if (!isActivated) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Popup />
      </Suspense>
    );
  };
}
