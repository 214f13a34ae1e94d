import { useCallback, useState } from 'react';
import {
  addSearchHistory,
  readSearchHistory,
  saveSearchHistory,
  type SearchHistoryItem,
} from '../utils/search-history';

export function useSearchHistory(): {
  history: SearchHistoryItem[];
  remember: (entry: { query: string; location: string }) => void;
} {
  const [history, setHistory] = useState(readSearchHistory);
  const remember = useCallback((entry: { query: string; location: string }) => {
    setHistory((current) => {
      const next = addSearchHistory(current, entry);
      saveSearchHistory(next);
      return next;
    });
  }, []);
  return { history, remember };
}
