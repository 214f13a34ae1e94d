import { createTheme } from '@mui/material/styles';

/** One theme for the public site and the back-office. High-contrast greens that pass WCAG AA on white,
 * system fonts (no web font download on a data cap). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
    secondary: { main: '#0d47a1', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    warning: { main: '#b26a00' },
    error: { main: '#c62828' },
    background: { default: '#f7f9f7', paper: '#ffffff' },
    // Disabled controls stay legible on white and on the green hero: #616161 on #e0e0e0 is 4.7:1
    // (MUI's default, 38% black on 12% black, nearly vanishes on dark green).
    action: { disabled: '#616161', disabledBackground: '#e0e0e0' },
    storeType: {
      supermarket: '#0d47a1',
      convenience: '#6a1b9a',
      grocery: '#1b5e20',
      other: '#455a64',
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: {
    // The mobile breakpoint is 768 px (product rule "Mobile breakpoint").
    values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 },
  },
});

declare module '@mui/material/styles' {
  interface Palette {
    storeType: { supermarket: string; convenience: string; grocery: string; other: string };
  }
  interface PaletteOptions {
    storeType?: { supermarket: string; convenience: string; grocery: string; other: string };
  }
}
