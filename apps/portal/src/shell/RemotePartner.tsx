// The partner area, from the giving remote (apps/giving), mounted at /partner/*.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { dropFirstPaint } from '@reach/ui/first-paint';
import { Loading } from '../components/Loading';

const PartnerRoutes = lazy(() => import('giving/PartnerRoutes'));
const RemoteFailed = lazy(() => import(/* webpackChunkName: "remote-failed" */ './RemoteFailed'));

class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    // The server's first paint of the page would otherwise hide the message.
    dropFirstPaint();
  }
  render() {
    if (this.state.failed) {
      return (
        <Suspense fallback={null}>
          <RemoteFailed />
        </Suspense>
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
