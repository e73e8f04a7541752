import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';

interface State {
  failed: boolean;
}

/**
 * Keeps header and footer on screen when a page crashes while rendering. The layout keys it by
 * location, so navigating elsewhere starts a fresh boundary.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" action={<Button color="inherit" href="#/">Volver al inicio</Button>}>
          Ocurrió un error al mostrar esta página.
        </Alert>
      </Box>
    );
  }
}
