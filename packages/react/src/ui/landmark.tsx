import { createContext, type ReactNode, useContext } from 'react';

const InLandmark = createContext(false);

/**
 * Marks what it holds as parts of one landmark (the quote flow's steps and summary): the pieces
 * in it are named groups, not landmarks of their own, so a page with the flow and the same pieces
 * beside it never lists two landmarks of one name.
 */
export function LandmarkParts({ children }: { children: ReactNode }) {
  return <InLandmark.Provider value={true}>{children}</InLandmark.Provider>;
}

/**
 * The role of a piece's named section: none of its own (a region) when the piece stands alone,
 * `group` inside LandmarkParts.
 */
export function usePieceRole(): 'group' | undefined {
  return useContext(InLandmark) ? 'group' : undefined;
}
