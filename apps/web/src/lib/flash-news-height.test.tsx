import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { FLASH_NEWS_HEIGHT, flashNewsHeight, followFlashNewsHeight } from './flash-news-height.ts';

afterEach(() => flashNewsHeight.set(0));

function Follower({ renders }: { renders: { count: number } }) {
  renders.count += 1;
  return <div data-testid="follower" ref={followFlashNewsHeight} style={{ bottom: FLASH_NEWS_HEIGHT }} />;
}

describe('followFlashNewsHeight', () => {
  it('writes the bar height into the element, without re-rendering it', () => {
    flashNewsHeight.set(30);
    const renders = { count: 0 };
    const { getByTestId, unmount } = render(<Follower renders={renders} />);
    const element = getByTestId('follower');
    expect(element.style.getPropertyValue('--flash-news-height')).toBe('30px');
    expect(element.style.bottom).toBe('var(--flash-news-height, 0px)');

    act(() => flashNewsHeight.set(52));
    expect(element.style.getPropertyValue('--flash-news-height')).toBe('52px');
    expect(renders.count).toBe(1);

    unmount();
    flashNewsHeight.set(10);
    expect(element.style.getPropertyValue('--flash-news-height')).toBe('52px');
  });
});
