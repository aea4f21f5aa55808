#pragma once

#include <QPointer>
#include <QQuickImageProvider>
#include <QString>
#include <QUrl>

class EncounterDocument;
struct Token;

// Serves token portraits (embedded data URLs) as round crops for the token discs, as
// image://portrait/<token id>/<content key>. The key changes with the picture, so QML's
// image cache never shows a stale one.
class PortraitImageProvider : public QQuickImageProvider
{
public:
    static inline const QString ProviderId = QStringLiteral("portrait");

    explicit PortraitImageProvider(EncounterDocument *document);

    [[nodiscard]] static QUrl urlFor(const Token &token);
    [[nodiscard]] static QImage roundCrop(const QImage &image, int side);

    QImage requestImage(const QString &id, QSize *size, const QSize &requestedSize) override;

private:
    QPointer<EncounterDocument> m_document;
};
