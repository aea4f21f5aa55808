#pragma once

#include <QMetaType>
#include <QSize>
#include <QtQml/qqmlregistration.h>

// The square board's background picture as the file places it (docs/file-format.md), for the
// background dialog: one value the dialog reads as `boardEditor.backgroundPlacement`.
struct BackgroundPlacement {
    Q_GADGET
    QML_VALUE_TYPE(backgroundPlacement)
    // The board has a background picture.
    Q_PROPERTY(bool present MEMBER present)
    // The picture's pixels per board square, and its top-left corner in squares.
    Q_PROPERTY(double cellPixels MEMBER cellPixels)
    Q_PROPERTY(double offsetX MEMBER offsetX)
    Q_PROPERTY(double offsetY MEMBER offsetY)
    Q_PROPERTY(double opacity MEMBER opacity)
    // The decoded picture's size in pixels (empty while it is still being read).
    Q_PROPERTY(QSize imageSize MEMBER imageSize)

public:
    bool present = false;
    double cellPixels = 0;
    double offsetX = 0;
    double offsetY = 0;
    double opacity = 1.0;
    QSize imageSize;

    friend bool operator==(const BackgroundPlacement &, const BackgroundPlacement &) = default;
};

Q_DECLARE_METATYPE(BackgroundPlacement)
