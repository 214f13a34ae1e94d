import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type InputHTMLAttributes } from 'react';

// Plain labelled <input>/<select> styled from the theme. The first screen avoids MUI's InputBase,
// FormControl and Select (about 10 KB gzipped); native selects are also what phones render best.
const fieldSx = {
  font: 'inherit',
  fontSize: 16, // 16 px stops iOS from zooming into the field
  height: 40,
  px: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'grey.500',
  bgcolor: 'background.paper',
  color: 'text.primary',
  width: '100%',
  '&:focus-visible': {
    outline: 2,
    outlineColor: 'secondary.main',
    outlineOffset: 0,
    borderColor: 'secondary.main',
  },
} as const;

const labelSx = { display: 'block', fontSize: 14, fontWeight: 600, mb: 0.5 } as const;

export function NativeSelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  sx,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <Box sx={sx}>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{ ...fieldSx, pr: 1 }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}

export function InputField({
  label,
  value,
  onChange,
  error,
  helperText,
  placeholder,
  inputProps,
  sx,
  labelColor,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  sx?: SxProps<Theme>;
  /** The label sits on coloured backgrounds (the hero) too. */
  labelColor?: string;
}) {
  const id = useId();
  return (
    <Box sx={sx}>
      <Box component="label" htmlFor={id} sx={{ ...labelSx, color: labelColor }}>
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? `${id}-help` : undefined}
        {...inputProps}
        sx={{ ...fieldSx, ...(error ? { borderColor: 'error.main', borderWidth: 2 } : {}) }}
      />
      {helperText !== undefined && (
        <Box
          id={`${id}-help`}
          role={error ? 'alert' : undefined}
          sx={{
            fontSize: 13,
            mt: 0.5,
            minHeight: 20,
            color: error ? 'error.contrastText' : 'inherit',
            bgcolor: error ? 'error.main' : 'transparent',
            px: error ? 1 : 0,
            borderRadius: 1,
            width: 'fit-content',
          }}
        >
          {helperText}
        </Box>
      )}
    </Box>
  );
}
