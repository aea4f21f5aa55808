#pragma once

#include <QtGlobal>

// The bounds a shared player view keeps (docs/sharing.md, "Bounds"): what one device, or many,
// can cost the GM's machine.
struct ShareLimits {
    int maxDevices = 16;             // live sockets; the next one gets 503
    int maxConnections = 64;         // HTTP and WebSocket connections at once
    qint64 maxFrameBytes = 1 << 20;  // a WebSocket frame or message, either way
    qint64 maxQueuedBytes = 8 << 20; // unsent to one device: beyond it, it is dropped
    qint64 maxHeadBytes = 8 << 10;   // an HTTP request head
    int headTimeoutMs = 10'000;      // to send a whole request head
    int idleTimeoutMs = 60'000;      // an HTTP connection with no request
    int keepAliveMs = 15'000;        // a WebSocket ping to every device this often
    int silentTimeoutMs = 45'000;    // a device that answered nothing for this long
    int pingsPerSecond = 2;          // a device's pings, when the GM allows them
    int messagesPerSecond = 20;      // any messages: beyond it, the device is dropped
};
