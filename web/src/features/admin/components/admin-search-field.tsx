import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent, in milliseconds. */
const SEARCH_PAUSE_MS = 300;

/** A labelled search box for the admin lists: reports the text once typing pauses. */
export function AdminSearchField({ label, onSearch, placeholder }: { label: string; onSearch: (text: string) => void; placeholder?: string }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      label={label}
      type="search"
      value={text}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
