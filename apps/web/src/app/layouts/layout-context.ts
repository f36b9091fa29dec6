import { createContext, useContext } from 'react';

/** What the surrounding layout already shows, so pages do not repeat it. */
export type LayoutInfo = { kind: 'default' | 'context' | 'blank'; headerClock: boolean };

export const LayoutContext = createContext<LayoutInfo>({ kind: 'blank', headerClock: false });

export const useLayoutInfo = () => useContext(LayoutContext);
