// The partner area, from the giving remote (apps/giving), mounted at /partner/*.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert, Button } from '@reach/ui/mui';
import { Loading } from '../components/Loading';

const PartnerRoutes = lazy(() => import('giving/PartnerRoutes'));

class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return (
        <Alert severity="error" action={<Button color="inherit" onClick={() => window.location.reload()}>Reload</Button>}>
          The partner area could not load. Please try again.
        </Alert>
      );
    }
    return this.props.children;
  }
}

export function RemotePartner() {
  return (
    <RemoteBoundary>
      <Suspense fallback={<Loading />}>
        <PartnerRoutes />
      </Suspense>
    </RemoteBoundary>
  );
}
