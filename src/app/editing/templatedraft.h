#pragma once

#include "model/boardtemplate.h"

#include <QMetaType>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <optional>

// A template the GM is drawing or dragging, not yet in the document: the ghost that follows the
// pointer before a click, a new one being pulled out, or a placed one while it is moved, turned
// or resized. TemplateEditor publishes it and TemplateOverlayItem draws it; the document gets
// it as one undo step when the gesture ends, like a token drag (docs/architecture.md §3.3).
struct TemplateDraft {
    Q_GADGET
    QML_VALUE_TYPE(templateDraft)
    Q_PROPERTY(bool active READ isActive)
    Q_PROPERTY(QString replaces MEMBER replaces)

public:
    std::optional<BoardTemplate> tpl;
    // The id of the placed template it stands for while that one is dragged; empty for a new one.
    QString replaces;

    [[nodiscard]] bool isActive() const { return tpl.has_value(); }
    friend bool operator==(const TemplateDraft &, const TemplateDraft &) = default;
};

Q_DECLARE_METATYPE(TemplateDraft)
